/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Service_Name_PlaceholderInputs */

const en_organiser_service_name_placeholder = /** @type {(inputs: Organiser_Service_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A guided tasting`)
};

const es_organiser_service_name_placeholder = /** @type {(inputs: Organiser_Service_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una degustación guiada`)
};

const fr_organiser_service_name_placeholder = /** @type {(inputs: Organiser_Service_Name_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une dégustation guidée`)
};

/**
* | output |
* | --- |
* | "A guided tasting" |
*
* @param {Organiser_Service_Name_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_service_name_placeholder = /** @type {((inputs?: Organiser_Service_Name_PlaceholderInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Service_Name_PlaceholderInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_service_name_placeholder(inputs)
	if (locale === "fr") return fr_organiser_service_name_placeholder(inputs)
	return en_organiser_service_name_placeholder(inputs)
});