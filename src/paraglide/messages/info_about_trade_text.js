/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_About_Trade_TextInputs */

const en_info_about_trade_text = /** @type {(inputs: Info_About_Trade_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tour operators, planners and teachers bringing groups uptown will find group rates, sample itineraries and our trade desk on the [Travel Trade] page. Journalists can download our press kit and fact sheet from the [Media] page.`)
};

const es_info_about_trade_text = /** @type {(inputs: Info_About_Trade_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los operadores turísticos, organizadores y maestros que traen grupos al norte de Manhattan encontrarán tarifas de grupo, itinerarios de ejemplo y nuestra oficina para profesionales en la página [Turismo profesional]. Los periodistas pueden descargar nuestro kit de prensa y la ficha informativa en la página [Prensa].`)
};

const fr_info_about_trade_text = /** @type {(inputs: Info_About_Trade_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyagistes, organisateurs et enseignants qui amènent des groupes dans le nord de Manhattan trouveront des tarifs de groupe, des exemples d’itinéraires et notre service professionnel sur la page [Professionnels du tourisme]. Les journalistes peuvent télécharger notre dossier de presse et notre fiche d’information sur la page [Presse].`)
};

/**
* | output |
* | --- |
* | "Tour operators, planners and teachers bringing groups uptown will find group rates, sample itineraries and our trade desk on the [Travel Trade] page. Journal..." |
*
* @param {Info_About_Trade_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_about_trade_text = /** @type {((inputs?: Info_About_Trade_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_About_Trade_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_about_trade_text(inputs)
	if (locale === "fr") return fr_info_about_trade_text(inputs)
	return en_info_about_trade_text(inputs)
});