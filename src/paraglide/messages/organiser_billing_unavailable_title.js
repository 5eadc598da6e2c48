/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Billing_Unavailable_TitleInputs */

const en_organiser_billing_unavailable_title = /** @type {(inputs: Organiser_Billing_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing Unavailable`)
};

const es_organiser_billing_unavailable_title = /** @type {(inputs: Organiser_Billing_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturación no disponible`)
};

const fr_organiser_billing_unavailable_title = /** @type {(inputs: Organiser_Billing_Unavailable_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facturation indisponible`)
};

/**
* | output |
* | --- |
* | "Billing Unavailable" |
*
* @param {Organiser_Billing_Unavailable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_billing_unavailable_title = /** @type {((inputs?: Organiser_Billing_Unavailable_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Billing_Unavailable_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_billing_unavailable_title(inputs)
	if (locale === "fr") return fr_organiser_billing_unavailable_title(inputs)
	return en_organiser_billing_unavailable_title(inputs)
});