/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Share_This_PageInputs */

const en_share_this_page = /** @type {(inputs: Share_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share this page`)
};

const es_share_this_page = /** @type {(inputs: Share_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir esta página`)
};

const fr_share_this_page = /** @type {(inputs: Share_This_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager cette page`)
};

/**
* | output |
* | --- |
* | "Share this page" |
*
* @param {Share_This_PageInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const share_this_page = /** @type {((inputs?: Share_This_PageInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_This_PageInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_this_page(inputs)
	if (locale === "fr") return fr_share_this_page(inputs)
	return en_share_this_page(inputs)
});