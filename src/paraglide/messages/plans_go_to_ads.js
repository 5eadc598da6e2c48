/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Go_To_AdsInputs */

const en_plans_go_to_ads = /** @type {(inputs: Plans_Go_To_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create and manage your ads`)
};

const es_plans_go_to_ads = /** @type {(inputs: Plans_Go_To_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crea y administra tus anuncios`)
};

const fr_plans_go_to_ads = /** @type {(inputs: Plans_Go_To_AdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer et gérer vos annonces`)
};

/**
* | output |
* | --- |
* | "Create and manage your ads" |
*
* @param {Plans_Go_To_AdsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_go_to_ads = /** @type {((inputs?: Plans_Go_To_AdsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Go_To_AdsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_go_to_ads(inputs)
	if (locale === "fr") return fr_plans_go_to_ads(inputs)
	return en_plans_go_to_ads(inputs)
});