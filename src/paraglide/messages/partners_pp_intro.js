/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Pp_IntroInputs */

const en_partners_pp_intro = /** @type {(inputs: Partners_Pp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the businesses and organizations that welcome visitors to Harlem. Partners reach travelers while they plan, work with neighbors across Community Boards 9 to 12, and help tell Harlem's story.`)
};

const es_partners_pp_intro = /** @type {(inputs: Partners_Pp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Únete a los negocios y organizaciones que reciben a los visitantes en Harlem. Los socios llegan a los viajeros mientras planean su visita, colaboran con sus vecinos de los Distritos Comunitarios 9 a 12 y ayudan a contar la historia de Harlem.`)
};

const fr_partners_pp_intro = /** @type {(inputs: Partners_Pp_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoignez les commerces et organisations qui accueillent les visiteurs à Harlem. Les partenaires touchent les voyageurs pendant qu’ils préparent leur séjour, travaillent avec leurs voisins des districts communautaires 9 à 12 et contribuent à raconter l’histoire de Harlem.`)
};

/**
* | output |
* | --- |
* | "Join the businesses and organizations that welcome visitors to Harlem. Partners reach travelers while they plan, work with neighbors across Community Boards ..." |
*
* @param {Partners_Pp_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_pp_intro = /** @type {((inputs?: Partners_Pp_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Pp_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_pp_intro(inputs)
	if (locale === "fr") return fr_partners_pp_intro(inputs)
	return en_partners_pp_intro(inputs)
});