/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Events_Showing_FirstInputs */

const en_events_showing_first = /** @type {(inputs: Events_Showing_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Showing the first ${i?.shown} of ${i?.total} events. Choose a board or type, or a day's “more” link, to see the rest.`)
};

const es_events_showing_first = /** @type {(inputs: Events_Showing_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se muestran los primeros ${i?.shown} de ${i?.total} eventos. Elige un distrito o un tipo, o el enlace “más” de un día, para ver el resto.`)
};

const fr_events_showing_first = /** @type {(inputs: Events_Showing_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voici les ${i?.shown} premiers événements sur ${i?.total}. Choisissez un district ou un type, ou le lien « de plus » d’un jour, pour voir la suite.`)
};

/**
* | output |
* | --- |
* | "Showing the first {shown} of {total} events. Choose a board or type, or a day's “more” link, to see the rest." |
*
* @param {Events_Showing_FirstInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_showing_first = /** @type {((inputs: Events_Showing_FirstInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Showing_FirstInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_showing_first(inputs)
	if (locale === "fr") return fr_events_showing_first(inputs)
	return en_events_showing_first(inputs)
});