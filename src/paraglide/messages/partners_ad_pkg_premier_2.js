/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Pkg_Premier_2Inputs */

const en_partners_ad_pkg_premier_2 = /** @type {(inputs: Partners_Ad_Pkg_Premier_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home page feature slot for one week each month`)
};

const es_partners_ad_pkg_premier_2 = /** @type {(inputs: Partners_Ad_Pkg_Premier_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espacio destacado en la página de inicio una semana al mes`)
};

const fr_partners_ad_pkg_premier_2 = /** @type {(inputs: Partners_Ad_Pkg_Premier_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un emplacement en page d’accueil une semaine par mois`)
};

/**
* | output |
* | --- |
* | "Home page feature slot for one week each month" |
*
* @param {Partners_Ad_Pkg_Premier_2Inputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_pkg_premier_2 = /** @type {((inputs?: Partners_Ad_Pkg_Premier_2Inputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Pkg_Premier_2Inputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_pkg_premier_2(inputs)
	if (locale === "fr") return fr_partners_ad_pkg_premier_2(inputs)
	return en_partners_ad_pkg_premier_2(inputs)
});