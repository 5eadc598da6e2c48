/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Vc_Events_TextInputs */

const en_info_vc_events_text = /** @type {(inputs: Info_Vc_Events_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, printed each Monday from the [events calendar]: jazz sets, gallery openings, church concerts, markets and festivals.`)
};

const es_info_vc_events_text = /** @type {(inputs: Info_Vc_Events_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, impresos cada lunes a partir del [calendario de eventos]: sesiones de jazz, inauguraciones de galerías, conciertos en iglesias, mercados y festivales.`)
};

const fr_info_vc_events_text = /** @type {(inputs: Info_Vc_Events_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, imprimés chaque lundi à partir du [calendrier des événements] : concerts de jazz, vernissages, concerts dans les églises, marchés et festivals.`)
};

/**
* | output |
* | --- |
* | ", printed each Monday from the [events calendar]: jazz sets, gallery openings, church concerts, markets and festivals." |
*
* @param {Info_Vc_Events_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_vc_events_text = /** @type {((inputs?: Info_Vc_Events_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Vc_Events_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_vc_events_text(inputs)
	if (locale === "fr") return fr_info_vc_events_text(inputs)
	return en_info_vc_events_text(inputs)
});