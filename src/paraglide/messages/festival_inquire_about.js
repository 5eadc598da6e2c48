/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tier: NonNullable<unknown> }} Festival_Inquire_AboutInputs */

const en_festival_inquire_about = /** @type {(inputs: Festival_Inquire_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inquire about ${i?.tier}`)
};

const es_festival_inquire_about = /** @type {(inputs: Festival_Inquire_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consultar el nivel ${i?.tier}`)
};

const fr_festival_inquire_about = /** @type {(inputs: Festival_Inquire_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demander le niveau « ${i?.tier} »`)
};

/**
* | output |
* | --- |
* | "Inquire about {tier}" |
*
* @param {Festival_Inquire_AboutInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_inquire_about = /** @type {((inputs: Festival_Inquire_AboutInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Inquire_AboutInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_inquire_about(inputs)
	if (locale === "fr") return fr_festival_inquire_about(inputs)
	return en_festival_inquire_about(inputs)
});