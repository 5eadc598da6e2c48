/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Invalid_HeadingInputs */

const en_partners_nl_invalid_heading = /** @type {(inputs: Partners_Nl_Invalid_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Link Is Not Valid`)
};

const es_partners_nl_invalid_heading = /** @type {(inputs: Partners_Nl_Invalid_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace no es válido`)
};

const fr_partners_nl_invalid_heading = /** @type {(inputs: Partners_Nl_Invalid_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien n’est pas valide`)
};

/**
* | output |
* | --- |
* | "This Link Is Not Valid" |
*
* @param {Partners_Nl_Invalid_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_invalid_heading = /** @type {((inputs?: Partners_Nl_Invalid_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Invalid_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_invalid_heading(inputs)
	if (locale === "fr") return fr_partners_nl_invalid_heading(inputs)
	return en_partners_nl_invalid_heading(inputs)
});