/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Services_HeadingInputs */

const en_partners_tt_services_heading = /** @type {(inputs: Partners_Tt_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we arrange`)
};

const es_partners_tt_services_heading = /** @type {(inputs: Partners_Tt_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que organizamos`)
};

const fr_partners_tt_services_heading = /** @type {(inputs: Partners_Tt_Services_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous organisons`)
};

/**
* | output |
* | --- |
* | "What we arrange" |
*
* @param {Partners_Tt_Services_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_services_heading = /** @type {((inputs?: Partners_Tt_Services_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Services_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_services_heading(inputs)
	if (locale === "fr") return fr_partners_tt_services_heading(inputs)
	return en_partners_tt_services_heading(inputs)
});