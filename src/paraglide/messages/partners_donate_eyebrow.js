/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Donate_EyebrowInputs */

const en_partners_donate_eyebrow = /** @type {(inputs: Partners_Donate_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support the guide`)
};

const es_partners_donate_eyebrow = /** @type {(inputs: Partners_Donate_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apoya la guía`)
};

const fr_partners_donate_eyebrow = /** @type {(inputs: Partners_Donate_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soutenez le guide`)
};

/**
* | output |
* | --- |
* | "Support the guide" |
*
* @param {Partners_Donate_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_donate_eyebrow = /** @type {((inputs?: Partners_Donate_EyebrowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Donate_EyebrowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_donate_eyebrow(inputs)
	if (locale === "fr") return fr_partners_donate_eyebrow(inputs)
	return en_partners_donate_eyebrow(inputs)
});