/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Adm_Price_HintInputs */

const en_plans_adm_price_hint = /** @type {(inputs: Plans_Adm_Price_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least $1.00. Applies to new subscriptions only.`)
};

const es_plans_adm_price_hint = /** @type {(inputs: Plans_Adm_Price_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mínimo 1,00 US$. Solo para suscripciones nuevas.`)
};

const fr_plans_adm_price_hint = /** @type {(inputs: Plans_Adm_Price_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au moins 1,00 $US. Vaut pour les nouveaux abonnements seulement.`)
};

/**
* | output |
* | --- |
* | "At least $1.00. Applies to new subscriptions only." |
*
* @param {Plans_Adm_Price_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_adm_price_hint = /** @type {((inputs?: Plans_Adm_Price_HintInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Adm_Price_HintInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_adm_price_hint(inputs)
	if (locale === "fr") return fr_plans_adm_price_hint(inputs)
	return en_plans_adm_price_hint(inputs)
});