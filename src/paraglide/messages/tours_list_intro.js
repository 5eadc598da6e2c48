/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_List_IntroInputs */

const en_tours_list_intro = /** @type {(inputs: Tours_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Self-guided walks with a map, the story behind each stop and narration. Follow them on your phone: the guide shows the next point and marks each one as you reach it.`)
};

const es_tours_list_intro = /** @type {(inputs: Tours_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paseos a tu ritmo con mapa, la historia de cada parada y narración. Síguelos en tu teléfono: la guía te muestra el próximo punto y marca cada uno cuando llegas.`)
};

const fr_tours_list_intro = /** @type {(inputs: Tours_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des promenades à votre rythme avec une carte, l’histoire de chaque étape et une narration. Suivez-les sur votre téléphone : le guide affiche le prochain point et le coche à votre arrivée.`)
};

/**
* | output |
* | --- |
* | "Self-guided walks with a map, the story behind each stop and narration. Follow them on your phone: the guide shows the next point and marks each one as you r..." |
*
* @param {Tours_List_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_list_intro = /** @type {((inputs?: Tours_List_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_List_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_list_intro(inputs)
	if (locale === "fr") return fr_tours_list_intro(inputs)
	return en_tours_list_intro(inputs)
});