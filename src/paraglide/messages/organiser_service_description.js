/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Service_DescriptionInputs */

const en_organiser_service_description = /** @type {(inputs: Organiser_Service_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const es_organiser_service_description = /** @type {(inputs: Organiser_Service_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const fr_organiser_service_description = /** @type {(inputs: Organiser_Service_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descriptif`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Organiser_Service_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_service_description = /** @type {((inputs?: Organiser_Service_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Service_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_service_description(inputs)
	if (locale === "fr") return fr_organiser_service_description(inputs)
	return en_organiser_service_description(inputs)
});