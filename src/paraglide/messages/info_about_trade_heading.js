/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Trade_HeadingInputs */

const en_info_about_trade_heading = /** @type {(inputs: Info_About_Trade_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For travel and media professionals`)
};

const es_info_about_trade_heading = /** @type {(inputs: Info_About_Trade_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para profesionales del turismo y los medios`)
};

const fr_info_about_trade_heading = /** @type {(inputs: Info_About_Trade_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour les professionnels du tourisme et des médias`)
};

/**
* | output |
* | --- |
* | "For travel and media professionals" |
*
* @param {Info_About_Trade_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_trade_heading = /** @type {((inputs?: Info_About_Trade_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Trade_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_trade_heading(inputs)
	if (locale === "fr") return fr_info_about_trade_heading(inputs)
	return en_info_about_trade_heading(inputs)
});