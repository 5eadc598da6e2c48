/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkin_Offline_NoteInputs */

const en_checkin_offline_note = /** @type {(inputs: Checkin_Offline_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open this page before the doors open: the attendee list stays on this phone, so scanning works without a connection.`)
};

const es_checkin_offline_note = /** @type {(inputs: Checkin_Offline_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abre esta página antes de abrir las puertas: la lista de asistentes se queda en este teléfono, así que el escaneo funciona sin conexión.`)
};

const fr_checkin_offline_note = /** @type {(inputs: Checkin_Offline_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrez cette page avant l’ouverture des portes : la liste des participants reste sur ce téléphone, le scan fonctionne donc sans connexion.`)
};

/**
* | output |
* | --- |
* | "Open this page before the doors open: the attendee list stays on this phone, so scanning works without a connection." |
*
* @param {Checkin_Offline_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const checkin_offline_note = /** @type {((inputs?: Checkin_Offline_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Checkin_Offline_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_checkin_offline_note(inputs)
	if (locale === "fr") return fr_checkin_offline_note(inputs)
	return en_checkin_offline_note(inputs)
});