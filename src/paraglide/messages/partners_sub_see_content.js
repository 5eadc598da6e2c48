/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_See_ContentInputs */

const en_partners_sub_see_content = /** @type {(inputs: Partners_Sub_See_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See your Premium content`)
};

const es_partners_sub_see_content = /** @type {(inputs: Partners_Sub_See_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver tu contenido Premium`)
};

const fr_partners_sub_see_content = /** @type {(inputs: Partners_Sub_See_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir votre contenu Premium`)
};

/**
* | output |
* | --- |
* | "See your Premium content" |
*
* @param {Partners_Sub_See_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_see_content = /** @type {((inputs?: Partners_Sub_See_ContentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_See_ContentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_see_content(inputs)
	if (locale === "fr") return fr_partners_sub_see_content(inputs)
	return en_partners_sub_see_content(inputs)
});