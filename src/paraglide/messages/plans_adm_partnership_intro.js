/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Partnership_IntroInputs */

const en_plans_adm_partnership_intro = /** @type {(inputs: Plans_Adm_Partnership_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sold on Advertise With Us as monthly subscriptions. The ad credit is spent by impressions; live ads and priority bound the advertiser's ads.`)
};

const es_plans_adm_partnership_intro = /** @type {(inputs: Plans_Adm_Partnership_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se venden en Anúnciate con nosotros como suscripciones mensuales. El crédito publicitario se gasta con las impresiones; los anuncios activos y la prioridad limitan los anuncios del anunciante.`)
};

const fr_plans_adm_partnership_intro = /** @type {(inputs: Plans_Adm_Partnership_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vendues sur Annoncer chez nous en abonnement mensuel. Le crédit publicitaire est consommé par les affichages ; le nombre d’annonces et la priorité encadrent les annonces de l’annonceur.`)
};

/**
* | output |
* | --- |
* | "Sold on Advertise With Us as monthly subscriptions. The ad credit is spent by impressions; live ads and priority bound the advertiser's ads." |
*
* @param {Plans_Adm_Partnership_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_partnership_intro = /** @type {((inputs?: Plans_Adm_Partnership_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Partnership_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_partnership_intro(inputs)
	if (locale === "fr") return fr_plans_adm_partnership_intro(inputs)
	return en_plans_adm_partnership_intro(inputs)
});