/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Payments_OffInputs */

const en_organiser_payments_off = /** @type {(inputs: Organiser_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments are not configured on this site.`)
};

const es_organiser_payments_off = /** @type {(inputs: Organiser_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pagos no están configurados en este sitio.`)
};

const fr_organiser_payments_off = /** @type {(inputs: Organiser_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les paiements ne sont pas configurés sur ce site.`)
};

/**
* | output |
* | --- |
* | "Payments are not configured on this site." |
*
* @param {Organiser_Payments_OffInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_payments_off = /** @type {((inputs?: Organiser_Payments_OffInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Payments_OffInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_payments_off(inputs)
	if (locale === "fr") return fr_organiser_payments_off(inputs)
	return en_organiser_payments_off(inputs)
});