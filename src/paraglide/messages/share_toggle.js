/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_ToggleInputs */

const en_share_toggle = /** @type {(inputs: Share_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share`)
};

const es_share_toggle = /** @type {(inputs: Share_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir`)
};

const fr_share_toggle = /** @type {(inputs: Share_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager`)
};

/**
* | output |
* | --- |
* | "Share" |
*
* @param {Share_ToggleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_toggle = /** @type {((inputs?: Share_ToggleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_ToggleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_toggle(inputs)
	if (locale === "fr") return fr_share_toggle(inputs)
	return en_share_toggle(inputs)
});