/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ month: NonNullable<unknown> }} Events_Grid_CaptionInputs */

const en_events_grid_caption = /** @type {(inputs: Events_Grid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Events in ${i?.month}, New York time`)
};

const es_events_grid_caption = /** @type {(inputs: Events_Grid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eventos de ${i?.month}, hora de Nueva York`)
};

const fr_events_grid_caption = /** @type {(inputs: Events_Grid_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements de ${i?.month}, heure de New York`)
};

/**
* | output |
* | --- |
* | "Events in {month}, New York time" |
*
* @param {Events_Grid_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_grid_caption = /** @type {((inputs: Events_Grid_CaptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Grid_CaptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_grid_caption(inputs)
	if (locale === "fr") return fr_events_grid_caption(inputs)
	return en_events_grid_caption(inputs)
});