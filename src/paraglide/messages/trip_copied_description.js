/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Trip_Copied_DescriptionInputs */

const en_trip_copied_description = /** @type {(inputs: Trip_Copied_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone with the link sees this plan.`)
};

const es_trip_copied_description = /** @type {(inputs: Trip_Copied_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier persona con el enlace puede ver este plan.`)
};

const fr_trip_copied_description = /** @type {(inputs: Trip_Copied_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute personne ayant le lien voit ce programme.`)
};

/**
* | output |
* | --- |
* | "Anyone with the link sees this plan." |
*
* @param {Trip_Copied_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const trip_copied_description = /** @type {((inputs?: Trip_Copied_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trip_Copied_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_trip_copied_description(inputs)
	if (locale === "fr") return fr_trip_copied_description(inputs)
	return en_trip_copied_description(inputs)
});