/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Download_IcsInputs */

const en_events_download_ics = /** @type {(inputs: Events_Download_IcsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download (.ics)`)
};

const es_events_download_ics = /** @type {(inputs: Events_Download_IcsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar (.ics)`)
};

const fr_events_download_ics = /** @type {(inputs: Events_Download_IcsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger (.ics)`)
};

/**
* | output |
* | --- |
* | "Download (.ics)" |
*
* @param {Events_Download_IcsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_download_ics = /** @type {((inputs?: Events_Download_IcsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Download_IcsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_download_ics(inputs)
	if (locale === "fr") return fr_events_download_ics(inputs)
	return en_events_download_ics(inputs)
});