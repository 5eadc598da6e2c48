/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Plan_TextInputs */

const en_home_plan_text = /** @type {(inputs: Home_Plan_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell us how long you have and what you love; we will put together a walkable day from real places and this week's events.`)
};

const es_home_plan_text = /** @type {(inputs: Home_Plan_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dinos cuánto tiempo tienes y qué te gusta; armaremos un día para recorrer a pie con lugares reales y los eventos de esta semana.`)
};

const fr_home_plan_text = /** @type {(inputs: Home_Plan_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dites-nous combien de temps vous avez et ce que vous aimez ; nous composerons une journée à pied avec de vrais lieux et les événements de la semaine.`)
};

/**
* | output |
* | --- |
* | "Tell us how long you have and what you love; we will put together a walkable day from real places and this week's events." |
*
* @param {Home_Plan_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const home_plan_text = /** @type {((inputs?: Home_Plan_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Plan_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_home_plan_text(inputs)
	if (locale === "fr") return fr_home_plan_text(inputs)
	return en_home_plan_text(inputs)
});