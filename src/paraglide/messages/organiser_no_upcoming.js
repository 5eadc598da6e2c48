/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_No_UpcomingInputs */

const en_organiser_no_upcoming = /** @type {(inputs: Organiser_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events. Create one above: it appears on the events calendar at once.`)
};

const es_organiser_no_upcoming = /** @type {(inputs: Organiser_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay próximos eventos. Crea uno arriba: aparecerá de inmediato en el calendario de eventos.`)
};

const fr_organiser_no_upcoming = /** @type {(inputs: Organiser_No_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement à venir. Créez-en un ci-dessus : il apparaît aussitôt dans le calendrier des événements.`)
};

/**
* | output |
* | --- |
* | "No upcoming events. Create one above: it appears on the events calendar at once." |
*
* @param {Organiser_No_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_no_upcoming = /** @type {((inputs?: Organiser_No_UpcomingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_No_UpcomingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_no_upcoming(inputs)
	if (locale === "fr") return fr_organiser_no_upcoming(inputs)
	return en_organiser_no_upcoming(inputs)
});