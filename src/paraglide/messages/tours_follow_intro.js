/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Follow_IntroInputs */

const en_tours_follow_intro = /** @type {(inputs: Tours_Follow_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Walk it with your phone: the guide shows the next point, how far it is and which way, and marks each point as you reach it.`)
};

const es_tours_follow_intro = /** @type {(inputs: Tours_Follow_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recórrelo con tu teléfono: la guía te muestra el próximo punto, a qué distancia está y en qué dirección, y marca cada punto cuando llegas.`)
};

const fr_tours_follow_intro = /** @type {(inputs: Tours_Follow_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites-la avec votre téléphone : le guide affiche la prochaine étape, sa distance et sa direction, et coche chaque étape à votre arrivée.`)
};

/**
* | output |
* | --- |
* | "Walk it with your phone: the guide shows the next point, how far it is and which way, and marks each point as you reach it." |
*
* @param {Tours_Follow_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_follow_intro = /** @type {((inputs?: Tours_Follow_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Follow_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_follow_intro(inputs)
	if (locale === "fr") return fr_tours_follow_intro(inputs)
	return en_tours_follow_intro(inputs)
});