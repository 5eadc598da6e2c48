/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Dashboard_IntroInputs */

const en_ads_dashboard_intro = /** @type {(inputs: Ads_Dashboard_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ads on the guide: write them, send them for approval, and follow how they do.`)
};

const es_ads_dashboard_intro = /** @type {(inputs: Ads_Dashboard_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tus anuncios en la guía: escríbelos, envíalos a aprobación y sigue sus resultados.`)
};

const fr_ads_dashboard_intro = /** @type {(inputs: Ads_Dashboard_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos annonces dans le guide : rédigez-les, soumettez-les à validation et suivez leurs résultats.`)
};

/**
* | output |
* | --- |
* | "Your ads on the guide: write them, send them for approval, and follow how they do." |
*
* @param {Ads_Dashboard_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_dashboard_intro = /** @type {((inputs?: Ads_Dashboard_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Dashboard_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_dashboard_intro(inputs)
	if (locale === "fr") return fr_ads_dashboard_intro(inputs)
	return en_ads_dashboard_intro(inputs)
});