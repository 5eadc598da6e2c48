/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Offline_EmptyInputs */

const en_dashboard_offline_empty = /** @type {(inputs: Dashboard_Offline_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing yet. Press Save for offline on an itinerary, a place, an event or a ticket to open it without a connection.`)
};

const es_dashboard_offline_empty = /** @type {(inputs: Dashboard_Offline_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nada por ahora. Pulsa Guardar para usar sin conexión en un itinerario, un lugar, un evento o un boleto para abrirlo sin internet.`)
};

const fr_dashboard_offline_empty = /** @type {(inputs: Dashboard_Offline_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien pour l’instant. Appuyez sur Enregistrer hors ligne sur un itinéraire, un lieu, un événement ou un billet pour l’ouvrir sans connexion.`)
};

/**
* | output |
* | --- |
* | "Nothing yet. Press Save for offline on an itinerary, a place, an event or a ticket to open it without a connection." |
*
* @param {Dashboard_Offline_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const dashboard_offline_empty = /** @type {((inputs?: Dashboard_Offline_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Offline_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dashboard_offline_empty(inputs)
	if (locale === "fr") return fr_dashboard_offline_empty(inputs)
	return en_dashboard_offline_empty(inputs)
});