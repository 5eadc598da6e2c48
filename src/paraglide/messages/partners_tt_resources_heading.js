/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Resources_HeadingInputs */

const en_partners_tt_resources_heading = /** @type {(inputs: Partners_Tt_Resources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resources`)
};

const es_partners_tt_resources_heading = /** @type {(inputs: Partners_Tt_Resources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recursos`)
};

const fr_partners_tt_resources_heading = /** @type {(inputs: Partners_Tt_Resources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ressources`)
};

/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Partners_Tt_Resources_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_resources_heading = /** @type {((inputs?: Partners_Tt_Resources_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Resources_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_resources_heading(inputs)
	if (locale === "fr") return fr_partners_tt_resources_heading(inputs)
	return en_partners_tt_resources_heading(inputs)
});