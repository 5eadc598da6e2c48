/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Loyalty_Page_TitleInputs */

const en_loyalty_page_title = /** @type {(inputs: Loyalty_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rewards and Loyalty Points`)
};

const es_loyalty_page_title = /** @type {(inputs: Loyalty_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recompensas y puntos de fidelidad`)
};

const fr_loyalty_page_title = /** @type {(inputs: Loyalty_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Récompenses et points de fidélité`)
};

/**
* | output |
* | --- |
* | "Rewards and Loyalty Points" |
*
* @param {Loyalty_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const loyalty_page_title = /** @type {((inputs?: Loyalty_Page_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loyalty_Page_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_loyalty_page_title(inputs)
	if (locale === "fr") return fr_loyalty_page_title(inputs)
	return en_loyalty_page_title(inputs)
});