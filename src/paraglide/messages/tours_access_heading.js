/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Access_HeadingInputs */

const en_tours_access_heading = /** @type {(inputs: Tours_Access_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibility`)
};

const es_tours_access_heading = /** @type {(inputs: Tours_Access_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesibilidad`)
};

const fr_tours_access_heading = /** @type {(inputs: Tours_Access_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibilité`)
};

/**
* | output |
* | --- |
* | "Accessibility" |
*
* @param {Tours_Access_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_access_heading = /** @type {((inputs?: Tours_Access_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Access_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_access_heading(inputs)
	if (locale === "fr") return fr_tours_access_heading(inputs)
	return en_tours_access_heading(inputs)
});