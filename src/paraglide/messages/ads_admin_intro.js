/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Admin_IntroInputs */

const en_ads_admin_intro = /** @type {(inputs: Ads_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ads wait here for approval, each shown as it will appear on the guide.`)
};

const es_ads_admin_intro = /** @type {(inputs: Ads_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los anuncios esperan aquí su aprobación, cada uno tal como aparecerá en la guía.`)
};

const fr_ads_admin_intro = /** @type {(inputs: Ads_Admin_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les annonces attendent ici leur validation, chacune telle qu’elle apparaîtra dans le guide.`)
};

/**
* | output |
* | --- |
* | "Ads wait here for approval, each shown as it will appear on the guide." |
*
* @param {Ads_Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_admin_intro = /** @type {((inputs?: Ads_Admin_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Admin_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_admin_intro(inputs)
	if (locale === "fr") return fr_ads_admin_intro(inputs)
	return en_ads_admin_intro(inputs)
});