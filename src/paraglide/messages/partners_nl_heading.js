/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_HeadingInputs */

const en_partners_nl_heading = /** @type {(inputs: Partners_Nl_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Harlem Newsletter`)
};

const es_partners_nl_heading = /** @type {(inputs: Partners_Nl_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El boletín de Harlem`)
};

const fr_partners_nl_heading = /** @type {(inputs: Partners_Nl_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lettre d’information de Harlem`)
};

/**
* | output |
* | --- |
* | "The Harlem Newsletter" |
*
* @param {Partners_Nl_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_heading = /** @type {((inputs?: Partners_Nl_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_heading(inputs)
	if (locale === "fr") return fr_partners_nl_heading(inputs)
	return en_partners_nl_heading(inputs)
});