/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Start_HeadingInputs */

const en_partners_tt_start_heading = /** @type {(inputs: Partners_Tt_Start_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Getting started`)
};

const es_partners_tt_start_heading = /** @type {(inputs: Partners_Tt_Start_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo empezar`)
};

const fr_partners_tt_start_heading = /** @type {(inputs: Partners_Tt_Start_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour commencer`)
};

/**
* | output |
* | --- |
* | "Getting started" |
*
* @param {Partners_Tt_Start_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_start_heading = /** @type {((inputs?: Partners_Tt_Start_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Start_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_start_heading(inputs)
	if (locale === "fr") return fr_partners_tt_start_heading(inputs)
	return en_partners_tt_start_heading(inputs)
});