/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_TitleInputs */

const en_partners_nl_title = /** @type {(inputs: Partners_Nl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter`)
};

const es_partners_nl_title = /** @type {(inputs: Partners_Nl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boletín`)
};

const fr_partners_nl_title = /** @type {(inputs: Partners_Nl_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lettre d’information`)
};

/**
* | output |
* | --- |
* | "Newsletter" |
*
* @param {Partners_Nl_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_title = /** @type {((inputs?: Partners_Nl_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_title(inputs)
	if (locale === "fr") return fr_partners_nl_title(inputs)
	return en_partners_nl_title(inputs)
});