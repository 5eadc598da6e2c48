/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Tours_Route_LabelInputs */

const en_tours_route_label = /** @type {(inputs: Tours_Route_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Map of the route with its ${i?.count} numbered point`);
	return /** @type {LocalizedString} */ (`Map of the route with its ${i?.count} numbered points`)
	
};

const es_tours_route_label = /** @type {(inputs: Tours_Route_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mapa de la ruta con su ${i?.count} punto numerado`);
	return /** @type {LocalizedString} */ (`Mapa de la ruta con sus ${i?.count} puntos numerados`)
	
};

const fr_tours_route_label = /** @type {(inputs: Tours_Route_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Carte de l’itinéraire avec son étape numérotée`);
	return /** @type {LocalizedString} */ (`Carte de l’itinéraire avec ses ${i?.count} étapes numérotées`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Map of the route with its {count} numbered point" |
* | * | "Map of the route with its {count} numbered points" |
*
* @param {Tours_Route_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_route_label = /** @type {((inputs: Tours_Route_LabelInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Route_LabelInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_route_label(inputs)
	if (locale === "fr") return fr_tours_route_label(inputs)
	return en_tours_route_label(inputs)
});