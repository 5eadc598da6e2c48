/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_HeadingInputs */

const en_partners_donate_heading = /** @type {(inputs: Partners_Donate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donate to Harlem Guide`)
};

const es_partners_donate_heading = /** @type {(inputs: Partners_Donate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dona a Harlem Guide`)
};

const fr_partners_donate_heading = /** @type {(inputs: Partners_Donate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites un don à Harlem Guide`)
};

/**
* | output |
* | --- |
* | "Donate to Harlem Guide" |
*
* @param {Partners_Donate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_heading = /** @type {((inputs?: Partners_Donate_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_heading(inputs)
	if (locale === "fr") return fr_partners_donate_heading(inputs)
	return en_partners_donate_heading(inputs)
});