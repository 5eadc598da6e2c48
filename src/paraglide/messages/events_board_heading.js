/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Events_Board_HeadingInputs */

const en_events_board_heading = /** @type {(inputs: Events_Board_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Community Board ${i?.number}`)
};

const es_events_board_heading = /** @type {(inputs: Events_Board_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Distrito Comunitario ${i?.number}`)
};

const fr_events_board_heading = /** @type {(inputs: Events_Board_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`District communautaire ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Community Board {number}" |
*
* @param {Events_Board_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_board_heading = /** @type {((inputs: Events_Board_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Board_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_board_heading(inputs)
	if (locale === "fr") return fr_events_board_heading(inputs)
	return en_events_board_heading(inputs)
});