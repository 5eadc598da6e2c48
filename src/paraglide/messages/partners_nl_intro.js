/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_IntroInputs */

const en_partners_nl_intro = /** @type {(inputs: Partners_Nl_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New stories from our writers, the events worth planning around, and places that just opened uptown.`)
};

const es_partners_nl_intro = /** @type {(inputs: Partners_Nl_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevas historias de nuestros autores, los eventos que vale la pena planear y los lugares que acaban de abrir en el Alto Manhattan.`)
};

const fr_partners_nl_intro = /** @type {(inputs: Partners_Nl_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouveaux récits de nos auteurs, les événements à ne pas manquer et les adresses qui viennent d’ouvrir dans le nord de Manhattan.`)
};

/**
* | output |
* | --- |
* | "New stories from our writers, the events worth planning around, and places that just opened uptown." |
*
* @param {Partners_Nl_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_intro = /** @type {((inputs?: Partners_Nl_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_intro(inputs)
	if (locale === "fr") return fr_partners_nl_intro(inputs)
	return en_partners_nl_intro(inputs)
});