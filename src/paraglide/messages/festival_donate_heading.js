/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Donate_HeadingInputs */

const en_festival_donate_heading = /** @type {(inputs: Festival_Donate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep Harlem Week Free`)
};

const es_festival_donate_heading = /** @type {(inputs: Festival_Donate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantén Harlem Week gratuito`)
};

const fr_festival_donate_heading = /** @type {(inputs: Festival_Donate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gardons Harlem Week gratuit`)
};

/**
* | output |
* | --- |
* | "Keep Harlem Week Free" |
*
* @param {Festival_Donate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_donate_heading = /** @type {((inputs?: Festival_Donate_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Donate_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_donate_heading(inputs)
	if (locale === "fr") return fr_festival_donate_heading(inputs)
	return en_festival_donate_heading(inputs)
});