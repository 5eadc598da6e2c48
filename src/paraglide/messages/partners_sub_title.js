/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sub_TitleInputs */

const en_partners_sub_title = /** @type {(inputs: Partners_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to Premium`)
};

const es_partners_sub_title = /** @type {(inputs: Partners_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suscríbete a Premium`)
};

const fr_partners_sub_title = /** @type {(inputs: Partners_Sub_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous à Premium`)
};

/**
* | output |
* | --- |
* | "Subscribe to Premium" |
*
* @param {Partners_Sub_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sub_title = /** @type {((inputs?: Partners_Sub_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sub_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sub_title(inputs)
	if (locale === "fr") return fr_partners_sub_title(inputs)
	return en_partners_sub_title(inputs)
});