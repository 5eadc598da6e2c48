/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Why_Plans_TextInputs */

const en_partners_ad_why_plans_text = /** @type {(inputs: Partners_Ad_Why_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Readers come to the guide when they are choosing a restaurant, a show or a walking route, not scrolling past.`)
};

const es_partners_ad_why_plans_text = /** @type {(inputs: Partners_Ad_Why_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los lectores acuden a la guía cuando eligen un restaurante, un espectáculo o una ruta a pie, no cuando pasan de largo.`)
};

const fr_partners_ad_why_plans_text = /** @type {(inputs: Partners_Ad_Why_Plans_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les lecteurs viennent au guide quand ils choisissent un restaurant, un spectacle ou une balade, pas en faisant défiler distraitement.`)
};

/**
* | output |
* | --- |
* | "Readers come to the guide when they are choosing a restaurant, a show or a walking route, not scrolling past." |
*
* @param {Partners_Ad_Why_Plans_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_why_plans_text = /** @type {((inputs?: Partners_Ad_Why_Plans_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Why_Plans_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_why_plans_text(inputs)
	if (locale === "fr") return fr_partners_ad_why_plans_text(inputs)
	return en_partners_ad_why_plans_text(inputs)
});