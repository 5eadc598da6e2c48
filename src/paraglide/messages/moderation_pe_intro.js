/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Pe_IntroInputs */

const en_moderation_pe_intro = /** @type {(inputs: Moderation_Pe_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What each role may do, checked by the server on every request (changes apply within 30 seconds everywhere).`)
};

const es_moderation_pe_intro = /** @type {(inputs: Moderation_Pe_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que puede hacer cada rol, comprobado por el servidor en cada solicitud (los cambios se aplican en todas partes en menos de 30 segundos).`)
};

const fr_moderation_pe_intro = /** @type {(inputs: Moderation_Pe_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que chaque rôle peut faire, vérifié par le serveur à chaque requête (les changements s’appliquent partout en moins de 30 secondes).`)
};

/**
* | output |
* | --- |
* | "What each role may do, checked by the server on every request (changes apply within 30 seconds everywhere)." |
*
* @param {Moderation_Pe_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_pe_intro = /** @type {((inputs?: Moderation_Pe_IntroInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Pe_IntroInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_pe_intro(inputs)
	if (locale === "fr") return fr_moderation_pe_intro(inputs)
	return en_moderation_pe_intro(inputs)
});