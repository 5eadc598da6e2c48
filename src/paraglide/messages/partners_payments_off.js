/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Payments_OffInputs */

const en_partners_payments_off = /** @type {(inputs: Partners_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments are not configured on this site yet. Nothing has been charged.`)
};

const es_partners_payments_off = /** @type {(inputs: Partners_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos en línea aún no están configurados en este sitio. No se cobró nada.`)
};

const fr_partners_payments_off = /** @type {(inputs: Partners_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements en ligne ne sont pas encore configurés sur ce site. Rien n’a été débité.`)
};

/**
* | output |
* | --- |
* | "Online payments are not configured on this site yet. Nothing has been charged." |
*
* @param {Partners_Payments_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_payments_off = /** @type {((inputs?: Partners_Payments_OffInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Payments_OffInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_payments_off(inputs)
	if (locale === "fr") return fr_partners_payments_off(inputs)
	return en_partners_payments_off(inputs)
});