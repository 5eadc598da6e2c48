/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_Sponsor_HeadingInputs */

const en_festival_sponsor_heading = /** @type {(inputs: Festival_Sponsor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsor Harlem Week`)
};

const es_festival_sponsor_heading = /** @type {(inputs: Festival_Sponsor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patrocina Harlem Week`)
};

const fr_festival_sponsor_heading = /** @type {(inputs: Festival_Sponsor_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soutenir Harlem Week`)
};

/**
* | output |
* | --- |
* | "Sponsor Harlem Week" |
*
* @param {Festival_Sponsor_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_sponsor_heading = /** @type {((inputs?: Festival_Sponsor_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Sponsor_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_sponsor_heading(inputs)
	if (locale === "fr") return fr_festival_sponsor_heading(inputs)
	return en_festival_sponsor_heading(inputs)
});