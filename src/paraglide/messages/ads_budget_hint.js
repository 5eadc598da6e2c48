/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ads_Budget_HintInputs */

const en_ads_budget_hint = /** @type {(inputs: Ads_Budget_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each impression spends 1 cent ($10 per 1,000 impressions); the ad stops when its budget is spent.`)
};

const es_ads_budget_hint = /** @type {(inputs: Ads_Budget_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada impresión gasta 1 centavo ($10 por cada 1,000 impresiones); el anuncio se detiene al agotar su presupuesto.`)
};

const fr_ads_budget_hint = /** @type {(inputs: Ads_Budget_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque affichage coûte 1 cent (10 $ les 1 000 affichages) ; l’annonce s’arrête une fois son budget dépensé.`)
};

/**
* | output |
* | --- |
* | "Each impression spends 1 cent ($10 per 1,000 impressions); the ad stops when its budget is spent." |
*
* @param {Ads_Budget_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const ads_budget_hint = /** @type {((inputs?: Ads_Budget_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ads_Budget_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ads_budget_hint(inputs)
	if (locale === "fr") return fr_ads_budget_hint(inputs)
	return en_ads_budget_hint(inputs)
});