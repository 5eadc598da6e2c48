/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Premier_3Inputs */

const en_partners_ad_pkg_premier_3 = /** @type {(inputs: Partners_Ad_Pkg_Premier_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sponsored article on the guide's news page, written with our editors`)
};

const es_partners_ad_pkg_premier_3 = /** @type {(inputs: Partners_Ad_Pkg_Premier_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artículo patrocinado en la página de noticias de la guía, escrito con nuestros editores`)
};

const fr_partners_ad_pkg_premier_3 = /** @type {(inputs: Partners_Ad_Pkg_Premier_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un article sponsorisé dans les actualités du guide, rédigé avec notre rédaction`)
};

/**
* | output |
* | --- |
* | "Sponsored article on the guide's news page, written with our editors" |
*
* @param {Partners_Ad_Pkg_Premier_3Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_premier_3 = /** @type {((inputs?: Partners_Ad_Pkg_Premier_3Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Premier_3Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_premier_3(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_premier_3(inputs)
	return en_partners_ad_pkg_premier_3(inputs)
});