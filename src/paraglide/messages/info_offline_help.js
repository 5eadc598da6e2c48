/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_HelpInputs */

const en_info_offline_help = /** @type {(inputs: Info_Offline_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages you have already visited on this phone open without a connection: go back, or try one of these.`)
};

const es_info_offline_help = /** @type {(inputs: Info_Offline_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las páginas que ya visitaste en este teléfono se abren sin conexión: vuelve atrás o prueba una de estas.`)
};

const fr_info_offline_help = /** @type {(inputs: Info_Offline_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les pages déjà consultées sur ce téléphone s’ouvrent sans connexion : revenez en arrière, ou essayez l’une de celles-ci.`)
};

/**
* | output |
* | --- |
* | "Pages you have already visited on this phone open without a connection: go back, or try one of these." |
*
* @param {Info_Offline_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_help = /** @type {((inputs?: Info_Offline_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_help(inputs)
	if (locale === "fr") return fr_info_offline_help(inputs)
	return en_info_offline_help(inputs)
});