/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Cms_Summary_OwnerInputs */

const en_moderation_cms_summary_owner = /** @type {(inputs: Moderation_Cms_Summary_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Runs one listing: its details, photos, payments, upgrades and basic analytics.`)
};

const es_moderation_cms_summary_owner = /** @type {(inputs: Moderation_Cms_Summary_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestiona una ficha: sus datos, fotos, pagos, mejoras y estadísticas básicas.`)
};

const fr_moderation_cms_summary_owner = /** @type {(inputs: Moderation_Cms_Summary_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gère une fiche : ses informations, photos, paiements, options premium et statistiques de base.`)
};

/**
* | output |
* | --- |
* | "Runs one listing: its details, photos, payments, upgrades and basic analytics." |
*
* @param {Moderation_Cms_Summary_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_cms_summary_owner = /** @type {((inputs?: Moderation_Cms_Summary_OwnerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Cms_Summary_OwnerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_cms_summary_owner(inputs)
	if (locale === "fr") return fr_moderation_cms_summary_owner(inputs)
	return en_moderation_cms_summary_owner(inputs)
});