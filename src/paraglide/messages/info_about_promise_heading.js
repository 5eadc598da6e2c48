/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Promise_HeadingInputs */

const en_info_about_promise_heading = /** @type {(inputs: Info_About_Promise_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we promise`)
};

const es_info_about_promise_heading = /** @type {(inputs: Info_About_Promise_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que prometemos`)
};

const fr_info_about_promise_heading = /** @type {(inputs: Info_About_Promise_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos engagements`)
};

/**
* | output |
* | --- |
* | "What we promise" |
*
* @param {Info_About_Promise_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_promise_heading = /** @type {((inputs?: Info_About_Promise_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Promise_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_promise_heading(inputs)
	if (locale === "fr") return fr_info_about_promise_heading(inputs)
	return en_info_about_promise_heading(inputs)
});