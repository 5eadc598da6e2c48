/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Summary_AdminInputs */

const en_moderation_cms_summary_admin = /** @type {(inputs: Moderation_Cms_Summary_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runs the guide: every business, photo, payment, account and report.`)
};

const es_moderation_cms_summary_admin = /** @type {(inputs: Moderation_Cms_Summary_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirige la guía: todos los negocios, fotos, pagos, cuentas y denuncias.`)
};

const fr_moderation_cms_summary_admin = /** @type {(inputs: Moderation_Cms_Summary_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirige le guide : tous les commerces, photos, paiements, comptes et signalements.`)
};

/**
* | output |
* | --- |
* | "Runs the guide: every business, photo, payment, account and report." |
*
* @param {Moderation_Cms_Summary_AdminInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_summary_admin = /** @type {((inputs?: Moderation_Cms_Summary_AdminInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Summary_AdminInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_summary_admin(inputs)
	if (locale === "fr") return fr_moderation_cms_summary_admin(inputs)
	return en_moderation_cms_summary_admin(inputs)
});